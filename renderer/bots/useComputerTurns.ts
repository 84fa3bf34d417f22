import { useEffect } from 'react';
import type { Seat, Session } from '../../engines/core';
import { useAppDispatch, useAppSelector } from '../store';
import { skippingChanged } from '../store/tableSlice';
import { playComputerTurn } from './computerTurn';

/**
 * Runs the computer seats while the game frame is open: when a computer must act and the last move's
 * animation has settled, the table asks it (computerTurn.ts). "Skip to my turn" settles animations at
 * once and lasts until a person must act or the game ends.
 */
export function useComputerTurns(session: Session, computerTurn: Seat | null, holding: boolean, settle: () => void): void {
  const dispatch = useAppDispatch();
  const skipping = useAppSelector((s) => s.table.skipping);
  useEffect(() => {
    if (computerTurn === null) {
      if (skipping) dispatch(skippingChanged(false));
      return;
    }
    if (holding) {
      if (skipping) settle();
      return;
    }
    void dispatch(playComputerTurn());
  }, [dispatch, session, computerTurn, holding, skipping, settle]);
}
