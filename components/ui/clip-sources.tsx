import type { VideoSource } from '@/lib/video-sources';

/** A clip's <source>s, in the order the browser tries them (lib/video-sources.ts). */
export function ClipSources({ sources }: { sources: readonly VideoSource[] }) {
  return sources.map(({ src, type }) => <source key={src} src={src} type={type || undefined} />);
}
