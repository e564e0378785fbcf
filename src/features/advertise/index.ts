export { AD_PLANS, type AdPlan } from './adPlans';
