package io.cosmosblog.adapters.inmemory.container;

import java.util.function.IntFunction;

/**
 * Where each item of a list stands, by identity: open addressing over positions, kept at most
 * half full, so an item costs 4 to 16 bytes here and no object (a hash map's entry costs 32 and
 * more). The identities are the items' own: the index asks for the one at a position.
 */
final class PositionIndex {

    private int[] slots = new int[4]; // a position + 1; 0 is a free slot
    private int size;

    /** The position of the item with {@code identity}; -1 when there is none. */
    int find(String identity, IntFunction<String> identityAt) {
        int mask = slots.length - 1;
        for (int i = spread(identity.hashCode()) & mask; ; i = (i + 1) & mask) {
            int slot = slots[i];
            if (slot == 0) {
                return -1;
            }
            if (identityAt.apply(slot - 1).equals(identity)) {
                return slot - 1;
            }
        }
    }

    /** Notes the item at {@code position}, which no other item's identity equals. */
    void add(String identity, int position, IntFunction<String> identityAt) {
        if ((size + 1) * 2 > slots.length) {
            int[] old = slots;
            slots = new int[old.length * 2];
            for (int slot : old) {
                if (slot != 0) {
                    place(identityAt.apply(slot - 1).hashCode(), slot - 1);
                }
            }
        }
        place(identity.hashCode(), position);
        size++;
    }

    /**
     * Forgets the item with {@code identity}, if noted. The slots after it in its run are placed
     * again, so that no lookup stops early at the freed slot (linear probing keeps no tombstones).
     * Call it while the item's identity can still be asked for.
     */
    void remove(String identity, IntFunction<String> identityAt) {
        int mask = slots.length - 1;
        int i = spread(identity.hashCode()) & mask;
        while (true) {
            if (slots[i] == 0) {
                return;
            }
            if (identityAt.apply(slots[i] - 1).equals(identity)) {
                break;
            }
            i = (i + 1) & mask;
        }
        slots[i] = 0;
        size--;
        for (int j = (i + 1) & mask; slots[j] != 0; j = (j + 1) & mask) {
            int position = slots[j] - 1;
            slots[j] = 0;
            place(identityAt.apply(position).hashCode(), position);
        }
    }

    private void place(int hash, int position) {
        int mask = slots.length - 1;
        int i = spread(hash) & mask;
        while (slots[i] != 0) {
            i = (i + 1) & mask;
        }
        slots[i] = position + 1;
    }

    private static int spread(int hash) {
        return hash ^ (hash >>> 16);
    }
}
