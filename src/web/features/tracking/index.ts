// The tracking feature's public entry: "My inquiries" for the profile page. Its pages (/quotes/:token
// and /profile/inquiries/:id) are routes, loaded by app/routes.tsx.
export { MyInquiriesSection } from './components/my-inquiries-section';
