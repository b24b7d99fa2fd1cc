import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { useState } from 'react';
import { Pagination, type PaginationLabels } from '../../src/components';
import type { StoryParameters } from '../support/parameters';

const labels: PaginationLabels = { nav: 'Pages', previous: 'Previous page', next: 'Next page', page: (page) => `Page ${page}` };

function PaginationDemo({ initialPage, totalPages }: { initialPage: number; totalPages: number }) {
  const [page, setPage] = useState(initialPage);
  return <Pagination page={page} totalPages={totalPages} onChange={setPage} labels={labels} />;
}

const meta = {
  title: 'Components/Pagination',
  component: PaginationDemo,
  args: { initialPage: 1, totalPages: 5 },
  parameters: { layout: 'centered' } satisfies StoryParameters,
} satisfies Meta<typeof PaginationDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FewPages: Story = {};
/** Many pages: gaps around the current page. */
export const ManyPages: Story = { args: { initialPage: 12, totalPages: 40 } };
export const LastPage: Story = { args: { initialPage: 40, totalPages: 40 } };
/** One page: nothing renders. */
export const SinglePage: Story = { args: { totalPages: 1 } };
