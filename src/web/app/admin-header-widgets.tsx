// Widgets shown in the header for admins only (the notifications bell). Lazy, so guests never
// download admin code.
import type { ComponentType, LazyExoticComponent } from 'react';

export const adminHeaderWidgets: LazyExoticComponent<ComponentType>[] = [];
