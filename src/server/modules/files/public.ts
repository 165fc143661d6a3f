/** What other modules may use of files (decision 008): the header a served file goes out with (WhatsApp media, decision 215). */
export { contentDisposition } from './service';
