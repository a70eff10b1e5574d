package io.cosmosblog.domain.shared;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * Ids are public (in paths, in {@code X-Request-Id}), so one seen must say nothing of the next:
 * with a fast non-cryptographic generator (a seed moved by a fixed step, then scrambled by an
 * invertible mix) two ids give the seed and its step away, and with them every later id. This
 * test is that attack: it must find nothing.
 */
class IdPredictionTest {

    private static final long MIX = 0xbf58476d1ce4e5b9L;
    private static final long MIX_INVERSE = inverse(MIX);
    private static final long MIX2 = 0x94d049bb133111ebL;
    private static final long MIX2_INVERSE = inverse(MIX2);
    private static final long MURMUR = 0xff51afd7ed558ccdL;
    private static final long MURMUR_INVERSE = inverse(MURMUR);
    private static final long MURMUR2 = 0xc4ceb9fe1a85ec53L;
    private static final long MURMUR2_INVERSE = inverse(MURMUR2);

    @Test
    void two_ids_do_not_give_the_next_one_away() {
        UUID first = UUID.fromString(Identifier.random());
        UUID second = UUID.fromString(Identifier.random());
        UUID third = UUID.fromString(Identifier.random());

        assertThat(predictNext(first, second)).as("the third id, predicted from the first two").isNotEqualTo(Optional.of(third));
    }

    /** Every generator of the seed-plus-step kind, with either of the JDK's two 64-bit mixes. */
    private static Optional<UUID> predictNext(UUID first, UUID second) {
        for (boolean murmur : new boolean[] {false, true}) {
            for (long s1 : seeds(first.getMostSignificantBits(), 0xF000L, murmur)) {
                for (long s2 : seeds(first.getLeastSignificantBits(), 0xC000L << 48, murmur)) {
                    long step = s2 - s1;
                    long s3 = s2 + step;
                    long s4 = s3 + step;
                    if (asHigh(mix(s3, murmur)) == second.getMostSignificantBits()
                            && asLow(mix(s4, murmur)) == second.getLeastSignificantBits()) {
                        return Optional.of(new UUID(asHigh(mix(s4 + step, murmur)), asLow(mix(s4 + 2 * step, murmur))));
                    }
                }
            }
        }
        return Optional.empty();
    }

    /** The seeds that could have produced {@code bits}, whose bits under {@code lost} the UUID's form overwrote. */
    private static List<Long> seeds(long bits, long lost, boolean murmur) {
        List<Long> seeds = new ArrayList<>();
        int lostBits = Long.bitCount(lost);
        for (long guess = 0; guess < (1L << lostBits); guess++) {
            seeds.add(unmix(spread(guess, lost) | (bits & ~lost), murmur));
        }
        return seeds;
    }

    /** The low bits of {@code value} placed, in order, on the set bits of {@code mask}. */
    private static long spread(long value, long mask) {
        long spread = 0;
        for (long bit = Long.lowestOneBit(mask), rest = mask; rest != 0; rest &= rest - 1, bit = Long.lowestOneBit(rest)) {
            if ((value & 1) != 0) {
                spread |= bit;
            }
            value >>>= 1;
        }
        return spread;
    }

    private static long asHigh(long value) {
        return (value & ~0xF000L) | 0x4000L;
    }

    private static long asLow(long value) {
        return (value & ~(0xC000L << 48)) | (0x8000L << 48);
    }

    // The two 64-bit mixes of the JDK's seed-plus-step generators: MurmurHash3's finalizer
    // (ThreadLocalRandom's) and Stafford's variant 13 (SplittableRandom's).
    private static long mix(long z, boolean murmur) {
        if (murmur) {
            z = (z ^ (z >>> 33)) * MURMUR;
            z = (z ^ (z >>> 33)) * MURMUR2;
            return z ^ (z >>> 33);
        }
        z = (z ^ (z >>> 30)) * MIX;
        z = (z ^ (z >>> 27)) * MIX2;
        return z ^ (z >>> 31);
    }

    private static long unmix(long z, boolean murmur) {
        if (murmur) {
            z = unshift(z, 33) * MURMUR2_INVERSE;
            z = unshift(z, 33) * MURMUR_INVERSE;
            return unshift(z, 33);
        }
        z = unshift(z, 31) * MIX2_INVERSE;
        z = unshift(z, 27) * MIX_INVERSE;
        return unshift(z, 30);
    }

    /** The inverse of {@code z ^ (z >>> shift)}. */
    private static long unshift(long z, int shift) {
        long x = z;
        for (int i = 0; i < 64 / shift + 1; i++) {
            x = z ^ (x >>> shift);
        }
        return x;
    }

    /** The multiplicative inverse of an odd number modulo 2^64 (Newton's iteration). */
    private static long inverse(long odd) {
        long x = odd;
        for (int i = 0; i < 6; i++) {
            x *= 2 - odd * x;
        }
        return x;
    }
}
