// Toasts, with the spec's wording rules: server message first, the fallback otherwise.
import toast from 'react-hot-toast';
import { errorMessage } from './api-client';

export const notifySuccess = (message: string) => toast.success(message);
export const notifyError = (error: unknown, fallback: string) => toast.error(errorMessage(error, fallback));
