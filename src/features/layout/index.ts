// The layout's public face for other features (the shell itself is wired in app/).
export { ItemNotFound } from './ItemNotFound';
