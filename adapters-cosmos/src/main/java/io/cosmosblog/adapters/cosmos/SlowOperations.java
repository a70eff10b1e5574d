package io.cosmosblog.adapters.cosmos;

import com.azure.core.util.Context;
import com.azure.cosmos.CosmosDiagnosticsContext;
import com.azure.cosmos.CosmosDiagnosticsHandler;
import com.azure.cosmos.CosmosDiagnosticsRequestInfo;
import java.util.Locale;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The SDK's diagnostics of an operation slower or dearer than the client's thresholds, or failed,
 * as one line of the service's own log (at most {@value #LONGEST} characters): operation,
 * container, status and sub-status, RU, duration, retries, regions and the last request's
 * activity id, by which Azure support finds the request. The SDK's own handler would log its
 * diagnostics as JSON of several kilobytes per operation.
 */
final class SlowOperations implements CosmosDiagnosticsHandler {

    static final int LONGEST = 500;
    private static final Logger LOG = LoggerFactory.getLogger(SlowOperations.class);

    @Override
    public void handleDiagnostics(CosmosDiagnosticsContext context, Context traceContext) {
        if (context == null || !context.isCompleted() || !(context.isFailure() || context.isThresholdViolated())) {
            return;
        }
        if (context.isFailure() ? LOG.isWarnEnabled() : LOG.isInfoEnabled()) {
            String line = line(context);
            if (context.isFailure()) {
                LOG.warn(line);
            } else {
                LOG.info(line);
            }
        }
    }

    static String line(CosmosDiagnosticsContext context) {
        String activity = context.getRequestInfo() == null ? "" : context.getRequestInfo().stream()
                .map(CosmosDiagnosticsRequestInfo::getActivityId).filter(id -> id != null && !id.isBlank())
                .reduce((first, last) -> last).orElse("");
        Throwable error = context.getFinalError();
        String line = String.format(Locale.ROOT, "%s Cosmos DB %s %s on %s/%s: %d/%d, %.2f RU, %d ms, %d retries, regions %s%s, activity %s",
                context.isFailure() ? "failed" : "slow", context.getOperationType(), context.getResourceType(),
                context.getDatabaseName(), context.getContainerName(), context.getStatusCode(), context.getSubStatusCode(),
                context.getTotalRequestCharge(), context.getDuration() == null ? -1 : context.getDuration().toMillis(),
                context.getRetryCount(), context.getContactedRegionNames(),
                error == null ? "" : ", " + error.getClass().getSimpleName(), activity);
        return line.length() <= LONGEST ? line : line.substring(0, LONGEST - 1) + "…";
    }
}
