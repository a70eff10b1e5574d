/** Items as they are stored: domain objects to and from the JSON of each container, and the adapter's JSON rules. */
package io.cosmosblog.adapters.cosmos.items;
