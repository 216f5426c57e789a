import type { ReactNode } from 'react';
import type { BlockContact, BuiltInImage } from '../../domain/page-blocks/page-blocks.ts';

/** One of the masjid's contacts as the site facts have it. */
export interface BlockContactInfo {
  name: string;
  title?: string;
  email: string;
  phone?: string;
}

/** A built-in image, already optimized by the build (astro:assets getImage). */
export interface BlockImageSource {
  src: string;
  srcSet?: string;
  sizes?: string;
  width: number;
  height: number;
}

/**
 * What blocks draw from outside their own text: the masjid's contacts (site facts), the built-in images,
 * and sections a page places beside a block (`asides`, by the block's anchor: the About page's visit card).
 * The admin's preview passes what it has; a missing contact or image shows a note instead.
 */
export interface BlockEnv {
  contacts?: Partial<Record<BlockContact, BlockContactInfo>>;
  images?: Partial<Record<BuiltInImage, BlockImageSource>>;
  asides?: Record<string, ReactNode>;
  /** In the admin's preview: every tab's panel shown, one under the other (no script runs there). */
  preview?: boolean;
  /** The page's language's word over a card's contact box ("Contact" where not given: the admin's preview). */
  contactHeading?: string;
}
