package io.cosmosblog.domain.shared;

import io.cosmosblog.domain.post.PostId;
import io.cosmosblog.domain.user.UserId;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class IdentifierTest {

    @Test
    void generated_ids_are_well_formed_and_distinct() {
        assertThat(PostId.generate()).isNotEqualTo(PostId.generate());
        assertThat(new UserId(UserId.generate().value())).isNotNull();
    }

    @Test
    void generated_ids_are_version_4_uuids() {
        java.util.UUID id = java.util.UUID.fromString(Identifier.random());

        assertThat(id.version()).isEqualTo(4);
        assertThat(id.variant()).isEqualTo(2);
    }

    @ParameterizedTest
    @ValueSource(strings = {"", " ", "a b", "../etc", "a/b", "%00", "\u00e9t\u00e9", "x'; DROP"})
    void malformed_ids_are_refused_naming_the_field(String value) {
        assertThatThrownBy(() -> new PostId(value))
                .isInstanceOfSatisfying(InvalidValueException.class, e -> assertThat(e.field()).isEqualTo("postId"));
    }

    @ParameterizedTest
    @ValueSource(strings = {"@", "[", "`", "{", "/", ":", ".", "+", "\u0130"})
    void characters_just_outside_the_allowed_ranges_are_refused(String outside) {
        assertThatThrownBy(() -> new PostId("a" + outside + "z")).isInstanceOf(InvalidValueException.class);
    }

    @Test
    void letters_digits_dash_and_underscore_are_allowed_in_any_case() {
        String every = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_";

        assertThat(new PostId(every).value()).isEqualTo(every);
    }

    @Test
    void ids_longer_than_64_characters_are_refused() {
        assertThatThrownBy(() -> new UserId("a".repeat(65))).isInstanceOf(InvalidValueException.class);
        assertThat(new UserId("a".repeat(64)).value()).hasSize(64);
    }
}
