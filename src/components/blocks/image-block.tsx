import type { BlockOf, BuiltInImage } from '../../domain/page-blocks/page-blocks.ts';
import { fieldLang } from './block-lang.ts';
import type { BlockEnv } from './block-env.ts';

type ImageBlock = BlockOf<'image'>;

/** The image's alt text: empty for a decorative one (screen readers skip it). */
export function altOf(block: ImageBlock): string {
  return block.decorative ? '' : (block.alt ?? '');
}

/** The image itself: an upload as it is, a built-in image as the build optimized it. */
export function ImageFigure({ block, env, sizes }: { block: ImageBlock; env: BlockEnv; sizes?: string }) {
  const builtIn = block.src.startsWith('builtin:') ? env.images?.[block.src.slice('builtin:'.length) as BuiltInImage] : undefined;
  const className = 'h-auto w-full rounded-2xl shadow-md';
  let image;
  if (block.src.startsWith('builtin:')) {
    image = builtIn ? (
      <img src={builtIn.src} srcSet={builtIn.srcSet} sizes={builtIn.srcSet ? sizes : undefined} width={builtIn.width} height={builtIn.height} alt={altOf(block)} loading="lazy" decoding="async" className={className} {...fieldLang(block, 'alt')} />
    ) : (
      <div className="flex aspect-video items-center justify-center rounded-2xl bg-ink-100 p-6 text-center text-ink-600">{block.alt ?? 'The site’s image'}</div>
    );
  } else {
    image = <img src={block.src} alt={altOf(block)} loading="lazy" decoding="async" className={className} {...fieldLang(block, 'alt')} />;
  }
  return block.caption ? (
    <figure>
      {image}
      <figcaption className="mt-2 text-sm text-ink-600" {...fieldLang(block, 'caption')}>{block.caption}</figcaption>
    </figure>
  ) : (
    image
  );
}

/** An image on its own row. */
export function ImageBlockView({ block, env }: { block: ImageBlock; env: BlockEnv }) {
  return (
    <div id={block.id} className="container-page max-w-4xl py-8">
      <ImageFigure block={block} env={env} sizes="(min-width: 56rem) 56rem, 100vw" />
    </div>
  );
}
