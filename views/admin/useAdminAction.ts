// A change made from an admin list (mark read, deactivate, delete): sends it, refreshes the
// lists it touches, and says so in a toast either way.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '../components/toast/toastStore';
import { failureReason, invalidateByPrefix } from './adminApi';

export function useAdminAction(refresh: string[]) {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const run = async (call: () => Promise<unknown>, done: string) => {
    setPending(true);
    try {
      await call();
      await invalidateByPrefix(queryClient, ...refresh);
      toast({ title: done });
    } catch (error) {
      toast({ title: 'That did not work', description: failureReason(error), variant: 'destructive' });
    } finally {
      setPending(false);
    }
  };
  return { pending, run };
}
