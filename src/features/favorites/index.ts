export { SaveActions } from './SaveActions';
export { SaveButton } from './SaveButton';
