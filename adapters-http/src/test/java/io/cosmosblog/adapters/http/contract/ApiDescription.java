package io.cosmosblog.adapters.http.contract;

import com.atlassian.oai.validator.OpenApiInteractionValidator;
import com.atlassian.oai.validator.report.LevelResolver;
import com.atlassian.oai.validator.report.MessageResolver;
import com.atlassian.oai.validator.report.SimpleValidationReportFormat;
import com.atlassian.oai.validator.report.ValidationReport;
import com.atlassian.oai.validator.schema.SchemaValidator;
import io.swagger.v3.oas.models.OpenAPI;
import io.swagger.v3.oas.models.media.Schema;
import io.swagger.v3.parser.OpenAPIV3Parser;
import io.swagger.v3.parser.core.models.ParseOptions;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Set;

/**
 * The API as {@code openapi.yaml} describes it, held against the exchanges of the API tests: a
 * route, a parameter, a status or a field that the description lacks fails the test that met it,
 * so the description cannot drift from the service. Objects are closed (a field the description
 * does not name is an error), and so are query strings.
 */
public final class ApiDescription {

    // Not errors by default: query parameters the description does not name.
    private static final LevelResolver STRICT = LevelResolver.create()
            .withLevel("validation.request.parameter.query.unexpected", ValidationReport.Level.ERROR)
            .build();
    // What a request no operation describes can still be checked against: the API's error shape.
    private static final Set<String> NO_OPERATION = Set.of("validation.request.path.missing",
            "validation.request.operation.notAllowed");

    // HEAD is answered as GET is, less the body.
    private static final Set<String> HEAD_LEAVES_OUT = Set.of("validation.response.body.missing");
    // After the constants above, which building it reads.
    private static final ApiDescription SERVED = new ApiDescription(read("/openapi.yaml"));

    private final OpenAPI api;
    private final OpenApiInteractionValidator validator;

    private ApiDescription(String yaml) {
        ParseOptions options = new ParseOptions();
        options.setResolve(true);
        options.setResolveFully(true);
        // allOf merged into one object, so that a closed object still admits its parts' fields
        options.setResolveCombinators(true);
        this.api = new OpenAPIV3Parser().readContents(yaml, null, options).getOpenAPI();
        this.validator = OpenApiInteractionValidator.createFor(api).withLevelResolver(STRICT).build();
    }

    /** The description the service serves at {@code /openapi.yaml}. */
    public static ApiDescription served() {
        return SERVED;
    }

    /** Asserts that the description describes both the request and its answer. */
    public void assertDescribes(Sent sent, Answer answer) {
        ValidationReport report;
        if (sent.method().equals("HEAD")) {
            // Answered as GET is, without the body: HTTP's own rule, which the description leaves
            // implicit.
            report = ValidationReport.from(validator.validate(sent.withMethod("GET").toRequest(), answer.toResponse())
                    .getMessages().stream().filter(message -> !HEAD_LEAVES_OUT.contains(message.getKey())).toList());
        } else {
            report = validator.validate(sent.toRequest(), answer.toResponse());
        }
        fail("the exchange", report, sent, answer);
    }

    /**
     * Asserts that the description describes the answer to a request that is bad on purpose
     * (malformed, of the wrong type, too large, to a route that does not exist): the request
     * itself is not checked. Where no operation matches the request, the answer must be an error
     * in the API's error shape.
     */
    public void assertDescribesAnswerTo(Sent sent, Answer answer) {
        ValidationReport report = sent.knownMethod().isEmpty() ? anError(answer)
                : validator.validateResponse(sent.path(), sent.knownMethod().get(), answer.toResponse());
        if (report.getMessages().stream().anyMatch(message -> NO_OPERATION.contains(message.getKey()))) {
            report = anError(answer);
        }
        fail("the answer", report, sent, answer);
    }

    private ValidationReport anError(Answer answer) {
        if (answer.status() < 400) {
            return ValidationReport.singleton(new MessageResolver().create("validation.response.status.unknown",
                    "a route the description lacks answered " + answer.status() + ", not an error"));
        }
        Schema<?> error = api.getComponents().getSchemas().get("Error");
        return new SchemaValidator(api, new MessageResolver(STRICT)).validate(answer.body(), error, "response.body");
    }

    private static void fail(String what, ValidationReport report, Sent sent, Answer answer) {
        if (report.hasErrors()) {
            throw new AssertionError(what + " is not as openapi.yaml describes it: " + sent.method() + " " + sent.path()
                    + " answered " + answer.status() + " " + answer.body()
                    + SimpleValidationReportFormat.getInstance().apply(report));
        }
    }

    private static String read(String resource) {
        try (InputStream in = ApiDescription.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException(resource + " is not on the class path");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
