package io.cosmosblog.adapters.inmemory.container;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import static org.assertj.core.api.Assertions.assertThat;

/** Removing from the index of positions: what was placed after a removed item, in its run of slots, is still found. */
class PositionIndexTest {

    // "Aa" and "BB" hash alike, so these four share one hash and one run of slots.
    private final List<String> identities = new ArrayList<>(List.of("AaAa", "AaBB", "BBAa", "BBBB", "other", "more"));
    private final PositionIndex index = new PositionIndex();

    @Test
    void items_after_a_removed_one_in_its_run_are_still_found_and_it_is_not() {
        for (int position = 0; position < identities.size(); position++) {
            index.add(identities.get(position), position, identities::get);
        }

        index.remove("AaAa", identities::get);
        index.remove("BBAa", identities::get);

        assertThat(index.find("AaAa", identities::get)).isEqualTo(-1);
        assertThat(index.find("BBAa", identities::get)).isEqualTo(-1);
        assertThat(index.find("AaBB", identities::get)).isEqualTo(1);
        assertThat(index.find("BBBB", identities::get)).isEqualTo(3);
        assertThat(index.find("other", identities::get)).isEqualTo(4);
        assertThat(index.find("more", identities::get)).isEqualTo(5);
    }

    @Test
    void a_removed_identity_may_be_added_again_at_a_new_position() {
        for (int position = 0; position < 4; position++) {
            index.add(identities.get(position), position, identities::get);
        }
        index.remove("AaBB", identities::get);
        index.remove("never added", identities::get);

        identities.add("AaBB");
        index.add("AaBB", 6, identities::get);

        assertThat(index.find("AaBB", identities::get)).isEqualTo(6);
        assertThat(index.find("BBBB", identities::get)).isEqualTo(3);
    }
}
