export { SaveButton } from './save-button';
