export { AD_PLANS } from './adPlans';
