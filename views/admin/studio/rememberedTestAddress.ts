// The address the owner last sent a test to, kept on this device (admin pages only), so the
// send panel offers it again.
import { useEffect, useState } from 'react';

const KEY = 'send-test-address';

export function useRememberedTestAddress(): [string, (address: string) => void, () => void] {
  const [address, setAddress] = useState('');
  // Read after hydration: the server has no device storage.
  useEffect(() => setAddress(window.localStorage.getItem(KEY) ?? ''), []);
  const remember = () => {
    try {
      if (address.trim()) window.localStorage.setItem(KEY, address.trim());
    } catch {
      // storage full or refused: the field still works for this visit
    }
  };
  return [address, setAddress, remember];
}
