package io.cosmosblog.adapters.http.json;

import java.util.List;

/** One page of a list; {@code continuation} is null on the last page. */
public record PageJson<T>(List<T> items, String continuation) {
}
