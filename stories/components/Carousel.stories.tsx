import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Carousel, type CarouselLabels } from '../../src/components';

const labels: CarouselLabels = {
  region: 'Banners',
  previous: 'Previous',
  next: 'Next',
  slide: (index, total) => `Slide ${index} of ${total}`,
};

const colours = ['#7c3aed', '#db2777', '#0891b2', '#ca8a04', '#16a34a', '#dc2626'];

function slides(count: number) {
  return colours.slice(0, count).map((colour, index) => (
    <div
      key={colour}
      style={{ background: colour, height: 220, borderRadius: 16, display: 'grid', placeItems: 'center', fontSize: 32, color: '#fff' }}
    >
      Banner {index + 1}
    </div>
  ));
}

const meta = {
  title: 'Components/Carousel',
  component: Carousel,
  args: { labels, autoplayMs: 0, speedMs: 1000, perView: 1, showDots: true, children: slides(4) },
  decorators: [(Story) => <div style={{ padding: 24 }}><Story /></div>],
} satisfies Meta<typeof Carousel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
/** SPEC §9 banner timing: autoplay every 5 s (paused on hover or focus, and for reduced motion). */
export const Autoplay: Story = { args: { autoplayMs: 5000 } };
export const ThreePerView: Story = { args: { perView: 3, children: slides(6) } };
/** One slide: no loop, no arrows, no dots. */
export const SingleSlide: Story = { args: { children: slides(1) } };
