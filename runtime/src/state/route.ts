// React view of the mount's router (src/router.ts): the current navigation.
import { useSyncExternalStore } from 'react';
import { useSite } from './pack';

export const useNav = () => {
  const { router } = useSite();
  return useSyncExternalStore(router.subscribe, router.get);
};
export const useRouter = () => useSite().router;
