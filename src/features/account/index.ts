export { RequireTier } from './RequireTier';
