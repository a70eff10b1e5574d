package io.cosmosblog.tools.bench;

import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Reads the store cost back out of a response's {@code Server-Timing} header. */
record StorageCostReading(int operations, int partitions, double requestCharge, long bytesWritten) {

    private static final Pattern DESC = Pattern.compile("ops=(\\d+) partitions=(\\d+) ru=([0-9.]+)(?: bytes=(\\d+))?");

    static Optional<StorageCostReading> parse(Optional<String> header) {
        return header.map(DESC::matcher).filter(Matcher::find).map(m -> new StorageCostReading(
                Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2)), Double.parseDouble(m.group(3)),
                m.group(4) == null ? 0 : Long.parseLong(m.group(4))));
    }
}
