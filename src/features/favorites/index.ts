export { SaveButton } from './SaveButton';
