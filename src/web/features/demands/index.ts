/** The demands feature's public part: the booking page's Demands card. */
export { DemandsPanel } from './components/demands-panel';
