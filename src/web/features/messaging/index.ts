/** What other features may use of messaging: the lead and library-document pickers. */
export { AttachmentPicker } from './components/attachment-picker';
export { LeadPicker } from './components/lead-picker';
