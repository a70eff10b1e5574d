package io.cosmosblog.adapters.http.json;

import io.cosmosblog.application.port.DataModel;

/** What serves the blog: the storage ({@code inmemory}, {@code local} or {@code cosmos}) and the data model's label. */
public record AboutJson(String storage, String dataModel) {

    public static AboutJson of(String storage, DataModel model) {
        return new AboutJson(storage, model.label());
    }
}
