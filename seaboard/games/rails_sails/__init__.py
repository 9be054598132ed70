"""Ticket to Ride: Rails & Sails, World map (seed 002): rules, notation, views, SVG, data."""

from seaboard.games.rails_sails.spec import SPEC

__all__ = ["SPEC"]
