/** Points @nanostores/persistent at the safe storage engine. Import before creating a persistent store. */
import { setPersistentEngine, windowPersistentEvents } from '@nanostores/persistent';
import { createSafeStorageEngine, reachableLocalStorage } from '@/stores/storage';

if (typeof window !== 'undefined') {
  setPersistentEngine(createSafeStorageEngine(reachableLocalStorage()), windowPersistentEvents);
}
