// The share pages' chunk: the four pages and their styles.
import './share.css';

export { MatchSharePage } from './MatchSharePage.tsx';
export { PerformanceSharePage } from './PerformanceSharePage.tsx';
export { ReplaySharePage } from './ReplaySharePage.tsx';
export { VideoSharePage } from './VideoSharePage.tsx';
