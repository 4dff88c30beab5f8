// The quote basket's icon, the same in the header, the buttons and the basket page.
export { ClipboardList as BasketIcon } from 'lucide-react';
