export { ReportDialog } from './ReportDialog';
