export { Badge } from './Badge/Badge';
export { Button, type ButtonProps } from './Button/Button';
export { Carousel, type CarouselLabels } from './Carousel/Carousel';
export { useLanding } from './Carousel/useLanding';
export { Dialog, type DialogProps } from './Dialog/Dialog';
export { Field, type FieldProps } from './Field/Field';
export { Modal, MODAL_CLOSE_DELAY_MS, type ModalProps } from './Modal/Modal';
export { Pagination, type PaginationLabels } from './Pagination/Pagination';
export { paginationModel, MARGIN_PAGES, PAGE_RANGE, type PageItem } from './Pagination/model';
export { Skeleton } from './Skeleton/Skeleton';
export { Spinner, SpinnerChip } from './Spinner/Spinner';
export { Tabs, type TabItem } from './Tabs/Tabs';
export { ToastRegion, type ToastItem } from './Toast/ToastRegion';
export { Icon, type IconName } from './Icon/Icon';
export { ALERT_PATH, LineIcon } from './Icon/LineIcon';
export { PageHero } from './PageHero/PageHero';
export { DataTable, type DataTableProps } from './DataTable/DataTable';
export { DateCell, MoneyCell, StatusChip, formatCellMoney, type ChipTone } from './DataTable/cells';
export { sortRows } from './DataTable/sort';
export type { DataTableColumn, DataTableLabels, DataTablePaging, SortDirection, SortState } from './DataTable/types';
export { DateRangeControl, type DateRangeLabels } from './DateRange/DateRangeControl';
export {
  FORWARD_PRESETS, formatRangeParam, isDay, parseRangeParam, presetRange, rangeProblem, resolveRange, runsWithin,
  type DatePreset, type DateRangeSelection, type DayRange, type ForwardPreset, type RangeProblem,
} from './DateRange/presets';
export { FilterBar, FilterSelect } from './FilterBar/FilterBar';
export { MoneyInput, type MoneyInputLabels, type MoneyInputProps } from './MoneyInput/MoneyInput';
export { acceptMoneyText, checkAmount, formatMoneyInput, moneyAmountSchema, parseMoney, type AmountLimits, type AmountProblem } from './MoneyInput/money';
export { downloadCsv, toCsv, type CsvColumn } from './Csv/csv';
export { QrCode, type QrCodeProps } from './QrCode/QrCode';
export { Image, type ImageProps } from './Image/Image';
export { ChartFigure, chartMarks, type ChartFigureProps, type ChartSeries } from './Chart/ChartFigure';
export { default as plainTable } from './Table/plainTable.module.css';
export { default as heroPanel } from './HeroPanel/heroPanel.module.css';
export { EmptyState, emptyActionClass, Panel, SectionHead, StatGrid, StatTile, type StatTone } from './PageKit/PageKit';
export { default as pageKit } from './PageKit/PageKit.module.css';
export { useUrlFilters, urlField, type UrlField, type UrlFilters } from './PageKit/useUrlFilters';
export { useCsvExport } from './PageKit/useCsvExport';
export { useKitLabels } from './PageKit/useKitLabels';
