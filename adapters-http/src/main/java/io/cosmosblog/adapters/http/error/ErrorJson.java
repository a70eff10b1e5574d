package io.cosmosblog.adapters.http.error;

import com.fasterxml.jackson.annotation.JsonInclude;

/** The one error shape: {@code {"error":{"code","message","field"}}}, the field only when one is to blame. */
public record ErrorJson(Detail error) {

    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record Detail(String code, String message, String field) {
    }

    public static ErrorJson of(String code, String message, String field) {
        return new ErrorJson(new Detail(code, message, field));
    }
}
