package io.cosmosblog.application.lists;

import io.cosmosblog.application.failure.NotFoundException;
import io.cosmosblog.application.port.Page;
import java.util.function.BooleanSupplier;

/**
 * The rule every list of a post or user follows: a page with items proves its owner exists; only
 * an empty page pays for a second read, to tell "none yet" from "no such post or user" (a
 * forged continuation on an unknown id lands here too).
 */
public final class OwnedList {

    private OwnedList() {
    }

    public static <T> Page<T> page(Page<T> page, String ownerKind, Object ownerId, BooleanSupplier ownerExists) {
        if (page.items().isEmpty() && !ownerExists.getAsBoolean()) {
            throw new NotFoundException(ownerKind, ownerId);
        }
        return page;
    }
}
