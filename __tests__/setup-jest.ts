import '@testing-library/jest-dom';
import { setCatalogue } from '@/lib/order/catalogue';
import { fixtureCatalogue } from './fixtures/catalogue';

setCatalogue(fixtureCatalogue);
