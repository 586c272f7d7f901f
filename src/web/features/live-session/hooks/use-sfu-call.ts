// Runs a class's SFU call while mounted: starts it, follows its snapshot, leaves on unmount.
import { useEffect, useRef, useState } from 'react';
import { SfuCall, type SfuCallSnapshot } from '../lib/sfu-call';

export function useSfuCall(bookingId: string) {
  const [snapshot, setSnapshot] = useState<SfuCallSnapshot | null>(null);
  const callRef = useRef<SfuCall | null>(null);

  useEffect(() => {
    const call = new SfuCall({ bookingId, onChange: setSnapshot });
    callRef.current = call;
    void call.start();
    return () => {
      call.leave();
      callRef.current = null;
    };
  }, [bookingId]);

  return {
    snapshot,
    setMic: (on: boolean) => callRef.current?.setMic(on),
    setCamera: (on: boolean) => callRef.current?.setCamera(on),
    leave: () => callRef.current?.leave(),
  };
}
