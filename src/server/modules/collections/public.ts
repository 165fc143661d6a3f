// What other modules may use of collections (decision 008).
export { readCollectionSettings, saveCollectionSettings } from './settings';
