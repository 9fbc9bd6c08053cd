// React view of the router (src/router.ts): the current navigation.
import { useSyncExternalStore } from 'react';
import { getNav, subscribe } from '../router';

export const useNav = () => useSyncExternalStore(subscribe, getNav);
