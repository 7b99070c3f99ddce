// YouTube's privacy-enhanced domain (also the only frame source the CSP allows): no cookies
// until the visitor plays the video; autoplay because the click on the facade already asked for it.
const YOUTUBE_EMBED_ORIGIN = 'https://www.youtube-nocookie.com';

export function youtubeEmbedUrl(youtubeId: string): string {
  return `${YOUTUBE_EMBED_ORIGIN}/embed/${encodeURIComponent(youtubeId)}?autoplay=1`;
}
