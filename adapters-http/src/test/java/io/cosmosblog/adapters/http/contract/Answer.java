package io.cosmosblog.adapters.http.contract;

import com.atlassian.oai.validator.model.Response;
import com.atlassian.oai.validator.model.SimpleResponse;
import java.util.List;
import java.util.Map;

/** An answer as the test got it: status, headers and body (empty for none). */
public record Answer(int status, Map<String, List<String>> headers, String body) {

    public Answer {
        headers = Map.copyOf(headers);
        body = body == null ? "" : body;
    }

    Response toResponse() {
        SimpleResponse.Builder response = new SimpleResponse.Builder(status);
        headers.forEach(response::withHeader);
        if (!body.isEmpty()) {
            response.withBody(body);
        }
        return response.build();
    }
}
