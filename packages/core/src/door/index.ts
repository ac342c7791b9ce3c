export { doorMotifs } from './motifs';
