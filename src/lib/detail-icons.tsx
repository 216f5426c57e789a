/**
 * The event dialog's and the on-demand forms' icons (contact details, time, place, sending): the islands'
 * icon of the site's sprite (icons.tsx), under the name this code has always used.
 */
export { Icon as DetailIcon } from './icons.tsx';
