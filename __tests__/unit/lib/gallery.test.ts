import { heroImage, homeGallery, photoItems } from '@/lib/gallery';

describe('gallery data', () => {
  it('has 9 photos on the home page, none of them a video', () => {
    expect(homeGallery).toHaveLength(9);
    expect(homeGallery.every((item) => !item.isVideo)).toBe(true);
  });

  it('has 12 items on the photo page: 11 images and exactly one video with a clip', () => {
    expect(photoItems).toHaveLength(12);
    const videos = photoItems.filter((item) => item.isVideo);
    expect(videos).toHaveLength(1);
    expect(videos[0]).toMatchObject({ videoSrc: '/video/winkel.mp4' });
  });

  it('gives every item a unique id, a name and a Dutch alt text', () => {
    const all = [...homeGallery, ...photoItems];
    expect(new Set(all.map((item) => item.id)).size).toBe(all.length);
    for (const item of all) {
      expect(item.name.trim()).not.toBe('');
      expect(item.imageAlt.trim().length).toBeGreaterThan(10);
      expect(item.imageSrc.src).toEqual(expect.any(String));
    }
  });

  it('does not repeat an alt text, so each photo is told apart by a screen reader', () => {
    const alts = photoItems.map((item) => item.imageAlt);
    expect(new Set(alts).size).toBe(alts.length);
  });

  it('marks the hero photo as decorative (the heading carries the meaning)', () => {
    expect(heroImage.imageAlt).toBe('');
  });
});
