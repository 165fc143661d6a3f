/** What other modules may use of sources (decision 008): a channel's source by its name, made when missing. */
export { sourceIdsByName } from './by-name';
