// The dashboard's Inquiries tab: the same list as /admin/inquiries.
import { InquiriesPanel } from './components/inquiries-panel';

export default function InquiriesTab() {
  return <InquiriesPanel />;
}
