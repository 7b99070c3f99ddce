'use client';

import { useState } from 'react';

export function Stepper() {
  const [count, setCount] = useState(0);
  return (
    <p>
      <button type="button" onClick={() => setCount(count - 1)}>
        Minder vloer
      </button>{' '}
      <output>{count}</output>{' '}
      <button type="button" onClick={() => setCount(count + 1)}>
        Meer vloer
      </button>
    </p>
  );
}
