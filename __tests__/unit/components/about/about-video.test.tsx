import { render, screen } from '@testing-library/react';
import { AboutVideo } from '@/components/about/about-video';
import { shop } from '@/lib/shop';

describe('AboutVideo', () => {
  it('shows nothing while the owner has not set a video id (the default in lib/shop.ts)', () => {
    expect(shop.aboutVideo.youtubeId).toBe('');
    const { container } = render(<AboutVideo />);
    expect(container).toBeEmptyDOMElement();
    expect(render(<AboutVideo video={{ youtubeId: '  ', title: 'Leeg' }} />).container).toBeEmptyDOMElement();
  });

  it("shows the section with the play button once the shop's own video id is set", () => {
    render(<AboutVideo video={{ youtubeId: 'abcDEF12345', title: 'Op de boerderij' }} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Een kijkje op de boerderij' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Video afspelen: Op de boerderij' })).toBeVisible();
  });
});
