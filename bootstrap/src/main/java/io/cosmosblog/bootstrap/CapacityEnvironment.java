package io.cosmosblog.bootstrap;

import io.cosmosblog.adapters.inmemory.capacity.HeapAndDiskMarks;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The capacity part of the environment: {@code HEAP_HIGH_WATER} and {@code DISK_FREE_MIN}, the
 * high-water marks past which the local and in-memory stores refuse writes.
 */
final class CapacityEnvironment {

    private static final Pattern BYTES = Pattern.compile("([0-9]{1,9})(b|kib|mib|gib)");

    private CapacityEnvironment() {
    }

    static HeapAndDiskMarks fromEnvironment(Map<String, String> environment) {
        return new HeapAndDiskMarks(heapShare(Variable.HEAP_HIGH_WATER.in(environment)),
                diskFree(Variable.DISK_FREE_MIN.in(environment)));
    }

    private static double heapShare(String value) {
        if (value == null || value.isBlank()) {
            return HeapAndDiskMarks.DEFAULT.heapShare();
        }
        String v = value.strip().replace("%", "");
        if (!v.matches("[0-9]{1,3}") || Integer.parseInt(v) < 10 || Integer.parseInt(v) > 100) {
            throw new InvalidSettingException(Variable.HEAP_HIGH_WATER + " must be a share in percent from 10 to 100, not '"
                    + value + "'");
        }
        return Integer.parseInt(v) / 100.0;
    }

    private static long diskFree(String value) {
        if (value == null || value.isBlank()) {
            return HeapAndDiskMarks.DEFAULT.diskFree();
        }
        Matcher m = BYTES.matcher(value.strip().toLowerCase(Locale.ROOT));
        if (!m.matches()) {
            throw new InvalidSettingException(Variable.DISK_FREE_MIN + " must be an amount such as 256MiB, 1GiB or 0B, not '"
                    + value + "'");
        }
        long unit = switch (m.group(2)) {
            case "gib" -> 1024L * 1024 * 1024;
            case "mib" -> 1024L * 1024;
            case "kib" -> 1024L;
            default -> 1L;
        };
        return Long.parseLong(m.group(1)) * unit;
    }
}
